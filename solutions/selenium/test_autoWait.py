# Auto Wait: Selenium does not wait by itself; wait explicitly until the target can take the action.
from selenium.common.exceptions import ElementClickInterceptedException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role=status]")
TARGET = (By.ID, "target")


def open_page(driver, base_url):
    driver.get(f"{base_url}/autoWait")
    WebDriverWait(driver, 10).until(EC.text_to_be_present_in_element(STATUS, "Ready."))


def press(driver, name):
    driver.find_element(By.XPATH, f"//button[.='{name}']").click()


def wait_for_status(driver, text):
    WebDriverWait(driver, 10).until(EC.text_to_be_present_in_element(STATUS, text))


def test_click_after_disable(driver, base_url):
    open_page(driver, base_url)
    press(driver, "Disable for 3 s")
    wait_for_status(driver, "Target is disabled for 3 s.")
    # element_to_be_clickable waits for visible and enabled: the restore comes after 3 s.
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable(TARGET)).click()
    wait_for_status(driver, "The target was clicked.")


def test_type_after_read_only(driver, base_url):
    open_page(driver, base_url)
    Select(driver.find_element(By.XPATH, "//select[@id=//label[.='Element type']/@for]")).select_by_visible_text(
        "Input"
    )
    press(driver, "Make read-only for 3 s")
    wait_for_status(driver, "Target is read-only for 3 s.")
    # Typing into a read-only field does nothing, so wait for the readonly attribute to go.
    field = driver.find_element(*TARGET)
    WebDriverWait(driver, 10).until(lambda d: field.get_attribute("readonly") is None)
    field.send_keys("Hello")
    wait_for_status(driver, "Typed: Hello")


def test_click_after_cover(driver, base_url):
    open_page(driver, base_url)
    press(driver, "Cover for 3 s")
    wait_for_status(driver, "Target is covered for 3 s.")
    # A click now hits the red block (ElementClickInterceptedException): retry until it lands.
    wait = WebDriverWait(driver, 10, ignored_exceptions=[ElementClickInterceptedException])
    wait.until(lambda d: d.find_element(*TARGET).click() or True)
    wait_for_status(driver, "The target was clicked.")
