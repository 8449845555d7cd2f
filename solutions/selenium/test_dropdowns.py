# Dropdowns: drive Bootstrap menus (click to open, pick an item) and native <select> with Select.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


def button(name):
    return (By.XPATH, f"//button[normalize-space()='{name}']")


def select_labelled(driver, label):
    return Select(
        driver.find_element(By.XPATH, f"//select[@id=//label[normalize-space()='{label}']/@for]")
    )


def wait_for_mirror(driver, control, value):
    # The side list shows each control's current selection as "<control>: <value>".
    WebDriverWait(driver, 5).until(
        EC.presence_of_element_located(
            (
                By.XPATH,
                "//ul[@aria-labelledby='selection-heading']"
                f"/li[normalize-space()='{control}: {value}']",
            )
        )
    )


def test_every_control_updates_the_current_selection(driver, base_url):
    driver.get(f"{base_url}/dropdowns")
    wait = WebDriverWait(driver, 5)

    # A Bootstrap dropdown is buttons, not a <select>: open the menu, wait for the item, click it.
    wait.until(EC.element_to_be_clickable(button("Dropdown button"))).click()
    wait.until(EC.element_to_be_clickable(button("Another action"))).click()
    wait_for_mirror(driver, "Simple dropdown", "Another action")

    # A split button: the main part acts at once, the toggle (named "More options") opens the menu.
    driver.find_element(*button("Split action")).click()
    wait_for_mirror(driver, "Split dropdown", "Split action")
    driver.find_element(*button("More options")).click()
    wait.until(EC.element_to_be_clickable(button("Option C"))).click()
    wait_for_mirror(driver, "Split dropdown", "Option C")

    # Native selects: Selenium's Select helper.
    select_labelled(driver, "Simple select").select_by_visible_text("Blue")
    wait_for_mirror(driver, "Simple select", "Blue")
    select_labelled(driver, "Single-list select").select_by_visible_text("Saab")
    wait_for_mirror(driver, "Single-list select", "Saab")
    multiple = select_labelled(driver, "Multiple-list select")
    assert multiple.is_multiple
    multiple.select_by_visible_text("Python")
    multiple.select_by_visible_text("C#")
    wait_for_mirror(driver, "Multiple-list select", "Python, C#")
    assert [option.text for option in multiple.all_selected_options] == ["Python", "C#"]
