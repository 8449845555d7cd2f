# Advanced Dropdowns: comboboxes by caption, an explicit wait for a delayed list, present vs displayed.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def in_section(caption, xpath):
    # Each dropdown sits in a section whose heading is its caption.
    return (By.XPATH, f"//section[h2[normalize-space()='{caption}']]{xpath}")


def combobox(caption):
    return in_section(caption, "//*[@role='combobox']")


def option(caption, text):
    return in_section(caption, f"//*[@role='option'][normalize-space()='{text}']")


def value_line(caption):
    return in_section(caption, "//*[@role='status']")


def open_dropdown(driver, wait, caption):
    dropdown = wait.until(EC.element_to_be_clickable(combobox(caption)))
    # The site scrolls smoothly (Bootstrap): Selenium's own scroll would click mid-animation.
    driver.execute_script(
        "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", dropdown
    )
    dropdown.click()
    return dropdown


def test_picks_jquery_option_3(driver, base_url):
    driver.get(f"{base_url}/advancedDropdowns")
    wait = WebDriverWait(driver, 5)
    open_dropdown(driver, wait, "JQuery Select2")
    wait.until(EC.element_to_be_clickable(option("JQuery Select2", "JQueryOption3"))).click()
    expected = "Value selected: JQueryOption3"
    wait.until(EC.text_to_be_present_in_element(value_line("JQuery Select2"), expected))


def test_waits_for_the_delayed_dropdown(driver, base_url):
    driver.get(f"{base_url}/advancedDropdowns")
    wait = WebDriverWait(driver, 5)
    open_dropdown(driver, wait, "Delayed Dropdown")
    loading = (By.XPATH, "//*[normalize-space()='Loading...']")
    wait.until(EC.visibility_of_element_located(loading))
    # An explicit wait: "Loading..." lasts 2 s, then the options appear.
    wait.until(EC.invisibility_of_element_located(loading))
    wait.until(EC.element_to_be_clickable(option("Delayed Dropdown", "Option 4"))).click()
    expected = "Value selected: Option 4"
    wait.until(EC.text_to_be_present_in_element(value_line("Delayed Dropdown"), expected))


def test_the_closed_animated_panel_is_present_but_not_displayed(driver, base_url):
    driver.get(f"{base_url}/advancedDropdowns")
    wait = WebDriverWait(driver, 5)
    first = wait.until(EC.presence_of_element_located(option("Animated Dropdown", "Option 1")))
    # In the DOM, but visibility hidden, opacity 0 and height 0: not displayed.
    assert not first.is_displayed()
    open_dropdown(driver, wait, "Animated Dropdown")
    # The panel fades and slides open in 150 ms: click once it is fully there.
    panel = first.find_element(By.XPATH, "ancestor::*[@role='listbox']/..")
    wait.until(lambda d: panel.value_of_css_property("opacity") == "1")
    first.click()
    wait.until(EC.invisibility_of_element(first))
    assert driver.find_element(*value_line("Animated Dropdown")).text == "Value selected: Option 1"
