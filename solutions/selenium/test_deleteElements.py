# Delete elements: add items to a list, delete them by their aria-labels, check what is left.
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ITEMS = (By.CSS_SELECTOR, "ol[aria-label='Elements'] > li")


def item_texts(driver):
    return [item.text for item in driver.find_elements(*ITEMS)]


def delete(driver, name):
    # Each close button is an icon; its aria-label names the element it deletes.
    driver.find_element(By.CSS_SELECTOR, f"button[aria-label='Delete {name}']").click()


def test_adds_with_enter_and_deletes_by_name(driver, base_url):
    driver.get(f"{base_url}/deleteElements")
    wait = WebDriverWait(driver, 5)
    wait.until(lambda d: item_texts(d) == ["Element 1", "Element 2", "Element 3"])

    # The form has no button: Enter submits it.
    field = driver.find_element(
        By.XPATH, "//input[@id=//label[normalize-space()='New element']/@for]"
    )
    field.send_keys("Milk", Keys.ENTER)
    wait.until(lambda d: item_texts(d) == ["Element 1", "Element 2", "Element 3", "Milk"])

    delete(driver, "Element 2")
    wait.until(lambda d: item_texts(d) == ["Element 1", "Element 3", "Milk"])

    for name in ["Element 1", "Element 3", "Milk"]:
        delete(driver, name)
    wait.until(
        EC.text_to_be_present_in_element(
            (By.CSS_SELECTOR, "[role='status']"),
            "No elements to display. Add some using the input above.",
        )
    )
    assert driver.find_elements(*ITEMS) == []
